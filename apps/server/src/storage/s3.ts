// Object storage on any S3-compatible service (MinIO, Ceph, cloud object stores), addressed
// path-style so a plain host name or IP endpoint works without bucket subdomains.

import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import type { StorageDriver, StoredObject } from "./driver.ts";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  /** Defaults to us-east-1, which most S3-compatible services accept whatever their location. */
  region?: string | null;
}

const DEFAULT_REGION = "us-east-1";

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(settings: S3Settings): StorageDriver {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region || DEFAULT_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
    // Many S3-compatible services reject the newer default checksum headers and trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    kind: "s3",
    bucketName: bucket,

    async putObject(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async getObject(key, range) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return (result.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async statObject(key): Promise<StoredObject | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deleteFolder(folder) {
      if (!folder.endsWith("/")) throw new Error(`not a folder: ${folder}`);
      // A page of keys at a time (at most 1,000, the most one DeleteObjects takes).
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async copyObject(sourceKey, targetKey) {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: targetKey,
          CopySource: `${bucket}/${sourceKey.split("/").map(encodeURIComponent).join("/")}`,
        }),
      );
    },

    async createMultipartUpload(key, contentType) {
      const result = await client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
      );
      if (!result.UploadId) throw new Error(`no upload id for ${key}`);
      return result.UploadId;
    },

    async uploadPart(key, uploadId, partNumber, body) {
      const result = await client.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: body,
        }),
      );
      if (!result.ETag) throw new Error(`no etag for part ${partNumber} of ${key}`);
      return { partNumber, etag: result.ETag };
    },

    async completeMultipartUpload(key, uploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: [...parts]
              .sort((a, b) => a.partNumber - b.partNumber)
              .map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
          },
        }),
      );
    },

    async abortMultipartUpload(key, uploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
      } catch (error) {
        // Already completed or aborted: nothing left to free.
        if (!(error instanceof S3ServiceException && error.name === "NoSuchUpload") && !isMissing(error)) {
          throw error;
        }
      }
    },
  };
}
