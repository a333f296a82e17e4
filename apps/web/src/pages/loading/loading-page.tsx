export function LoadingPage() {
  return <div>加载中</div>;
}
