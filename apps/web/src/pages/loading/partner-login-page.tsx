export function PartnerLoginPage() {
  return <div>加载中</div>;
}
