// antd's `Input` namespace carries Search, TextArea and OTP as statics, so using Input.Password
// drags all of them into the login bundle (budget 250 KB). The two inputs we need, on their own.
export { default as Input } from "antd/es/input/Input";
export { default as Password } from "antd/es/input/Password";
