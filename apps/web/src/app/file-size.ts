// File sizes as the product shows them (shell §9): in MB with one decimal, at least 0.1.

const MB = 1024 * 1024;

export function formatFileSize(bytes: number): string {
  const megabytes = Math.max(0.1, Math.round((bytes / MB) * 10) / 10);
  return `${megabytes.toFixed(1)}MB`;
}
