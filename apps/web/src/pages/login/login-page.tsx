export function LoginPage() {
  return <div>登录</div>;
}
