import { ERP_SSO_SECRET_KEY, type SsoSecretView } from "./schemas";

type Audited = {
  ssoSecret: string | null;
  ssoSecretChangedAt: Date | null;
  ssoSecretChangedById: number | null;
  ssoSecretChangedByName: string | null;
};

export const ssoSecretSelect = {
  ssoSecret: true,
  ssoSecretChangedAt: true,
  ssoSecretChangedById: true,
  ssoSecretChangedByName: true,
} as const;

/** The secret itself never leaves the server: whether it is set, and who last changed it, when. */
export function toSsoSecretView(tenant: Audited): SsoSecretView {
  const { ssoSecretChangedById: id, ssoSecretChangedByName: name } = tenant;
  return {
    key: ERP_SSO_SECRET_KEY,
    value: null,
    isSet: tenant.ssoSecret !== null,
    changedAt: tenant.ssoSecretChangedAt?.toISOString() ?? null,
    changedBy: id !== null && name !== null ? { id, name } : null,
  };
}
