import { LoginForm } from "@/components/login/login-form";
import { SsoSignIn } from "@/components/login/sso-sign-in";
import { ssoLanding } from "@/lib/auth/sso-landing";

// /login, or /login/:parametro/:ticketId?/:view?/:paramEstimate? where parametro is an ERP token.
export default async function LoginPage({ params }: { params: Promise<{ parametro?: string[] }> }) {
  const [tokenErp, ticketId, view, paramEstimate] = (await params).parametro ?? [];
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-4">
      {tokenErp ? (
        <SsoSignIn tokenErp={decodeURIComponent(tokenErp)} landing={ssoLanding({ ticketId, view, paramEstimate })} />
      ) : (
        <LoginForm />
      )}
    </main>
  );
}
