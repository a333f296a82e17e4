// The paging of every list (shell §9): sizes 10, 20, 50, 100; a new size starts again at page 1,
// since the old page number points at other rows; no pager while the list is empty or loading.
import { PAGINATION } from "@textbook/shared";
import type { PaginationProps } from "antd";
import type { PageParams } from "../list-params.ts";

export function listPagination(
  query: PageParams,
  total: number | undefined,
  move: (change: PageParams) => void,
): PaginationProps | false {
  if (!total) return false;
  return {
    current: query.page,
    pageSize: query.pageSize,
    total,
    pageSizeOptions: PAGINATION.pageSizes.map(String),
    showSizeChanger: true,
    onChange: (page, pageSize) => move({ page: pageSize === query.pageSize ? page : 1, pageSize }),
  };
}
