export function BookListPage() {
  return <div>教材列表</div>;
}
