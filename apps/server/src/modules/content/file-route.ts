/** A content file's address in the API (the params of filePathSchema); the file's own calls hang below it. */
export const FILE_ROUTE = "/books/:bookOid/chapters/:chapterOid/sections/:sectionOid/files/:fileOid";
