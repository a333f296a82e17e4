// /f/todo: the list kept alive under its detail pages. The list mounts on its first visit and then
// stays, hidden while a detail, the result or the release records show (their route renders in
// the outlet); coming back shows it as it was, with its query, page and scroll.

import { useState } from "react";
import { Outlet, useMatch } from "react-router";
import { TodoListPage } from "./todo-list-page.tsx";
import { TODO_LIST_PATH } from "./todo-paths.ts";

export function TodoCenter() {
  const listShown = useMatch(TODO_LIST_PATH) !== null;
  const [listVisited, setListVisited] = useState(listShown);
  if (listShown && !listVisited) setListVisited(true);
  return (
    <>
      {listVisited && (
        <div hidden={!listShown}>
          <TodoListPage active={listShown} />
        </div>
      )}
      {!listShown && <Outlet />}
    </>
  );
}
