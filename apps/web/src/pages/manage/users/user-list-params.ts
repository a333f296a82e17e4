// A user list's query lives in the URL (app/list-params.ts): page, pageSize, keyword, role, state and,
// on 机构用户 for SYS_ADMIN, the organisation (orgOid).
import { USER_STATES, type UserState } from "@textbook/shared";
import {
  type PageParams,
  readChoice,
  readKeyword,
  readPageParams,
  writeListParams,
} from "../../../app/list-params.ts";

export interface UserListQuery<R extends string> extends PageParams {
  keyword?: string;
  role?: R;
  state?: UserState;
  orgOid?: string;
}

export function readUserListParams<R extends string>(
  search: URLSearchParams,
  roles: readonly R[],
): UserListQuery<R> {
  return {
    ...readPageParams(search),
    keyword: readKeyword(search),
    role: readChoice(search, "role", roles),
    state: readChoice(search, "state", USER_STATES),
    orgOid: search.get("orgOid") || undefined,
  };
}

export function writeUserListParams<R extends string>(query: UserListQuery<R>): URLSearchParams {
  return writeListParams(query, {
    orgOid: query.orgOid,
    keyword: query.keyword,
    role: query.role,
    state: query.state,
  });
}
