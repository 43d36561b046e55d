/**
 * Stored XSS registry (issue 17): where each string body field of the API is attacked. Every string field of
 * every body endpoint is in exactly one list; xss.attack.test.ts fails on a field in none.
 */

/** Script payloads every stored text is attacked with. */
export const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width:expression(alert(1))">x</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'-alert(1)-'",
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<scr<script>ipt>alert(1)</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

/** Fields that hold no rendered text: secrets, tokens, ids. */
export const NOT_RENDERED = [
  'POST /auth/login password',
  'POST /auth/generate-auth-hash password',
  'POST /auth/refresh refreshToken',
  'POST /auth/refresh accessToken',
  'PATCH /user/update-ym-client-id ymClientId',
  'POST /company-invitation/register clientId',
  'POST /auth/confirm-user passwordConfirmation',
  'POST /auth/password-reset/{token} passwordConfirmation',
  'POST /user/change-password currentPassword',
  'POST /user/change-password passwordConfirmation',
  'POST /slides/viewed id',
  'POST /backoffice/top-up/company/{id}/crypto hash',
  'POST /request/push-action token',
];

/** HTML fields, stored through the sanitizer: xss.attack.test.ts. */
export const HTML_FIELDS = [
  'POST /backoffice/news/create title',
  'POST /backoffice/news/create summary',
  'POST /backoffice/news/create body',
  'PATCH /backoffice/news/{id}/edit title',
  'PATCH /backoffice/news/{id}/edit summary',
  'PATCH /backoffice/news/{id}/edit body',
  'POST /notification/send title',
  'POST /notification/send description',
];

/** Plain-text fields written with the corpus and read back through the API: xss-fields.attack.test.ts. */
export const PLAIN_FIELDS = [
  'POST /request/{id}/approve comment',
  'POST /request/{id}/decline comment',
  'POST /request/bulk-decline comment',
  'PATCH /user/{id} firstName',
  'PATCH /user/{id} lastName',
  'PATCH /user/{id} teamName',
  'PATCH /user/profile firstName',
  'PATCH /user/profile lastName',
  'POST /user/fill-profile firstName',
  'POST /user/fill-profile lastName',
  'POST /user/invite teamName',
  'POST /company-invitation/{id}/approve companyName',
  'PATCH /company/update/{id} name',
  'PATCH /company/update/{id} externalId',
  'PATCH /backoffice/company/{id}/owner firstName',
  'PATCH /backoffice/company/{id}/owner lastName',
  'POST /company/referral name',
  'POST /company/referral condition',
  'PATCH /company/referral/{id} name',
  'PATCH /company/referral/{id} condition',
  'POST /backoffice/group name',
  'PATCH /backoffice/group/{id} name',
  'POST /backoffice/settings/tariff-scales/create name',
  'POST /backoffice/settings/tariff-scales/{id}/edit name',
  'POST /backoffice/settings/bin-set/create name',
  'PATCH /backoffice/settings/bin-set/{id}/edit name',
  'POST /backoffice/settings/partner-button name',
  // Nested in `links[]`, so the body scan cannot see it: listed by hand.
  'PUT /backoffice/settings/social-links links[].label',
  'POST /card/issue name',
  'PATCH /card/{id}/name name',
  'POST /backoffice/top-up/company/{id}/crypto description',
  'POST /backoffice/top-up/company/{id}/fiat description',
  'POST /backoffice/company/withdrawal description',
  'POST /transfer description',
  'POST /backoffice/top-up/company/{id}/init-transfer description',
];
