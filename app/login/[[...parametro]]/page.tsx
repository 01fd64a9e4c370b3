import { LoginForm } from "@/components/login/login-form";

export default function LoginPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-4">
      <LoginForm />
    </main>
  );
}
