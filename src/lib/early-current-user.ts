import { TOKEN_KEY, TOKEN_VERSION } from './token-storage.ts';

/**
 * Spec 2.5 loads the current user before each navigation, and a signed-in page renders nothing before it. Asked
 * by the app, that request waits for the entry's JavaScript to arrive and run, then for the router to start: on a
 * phone's 4G it begins a second after the HTML. The first script of index.html (scripts/route-preload.ts) asks
 * for it instead, as soon as the HTML is parsed, in parallel with the app's code; the app's first user load then
 * takes that answer (api-client `early`) rather than asking again. It is the same request the app would make: the
 * stored access token and the browser's Timezone header (no user, hence no chosen zone, is known yet). Every later
 * navigation asks the server anew.
 */

/** Where the early request waits for the app: a global, since the script that starts it is not a module of the app. */
const EARLY_ME_GLOBAL = '__cardportalEarlyMe';

/** The early request and the token it carried: the app uses it only if it would have sent that same token. */
export interface EarlyResponse {
  accessToken: string;
  response: Promise<Response>;
}

/**
 * The script, plain ES2020 with no imports (it runs before any module of the app). Without a stored token it does
 * nothing. A failed request is caught here, so a load that never takes it (offline, the app reads the saved user)
 * leaves no unhandled rejection; the app still sees the failure through its own `await`.
 */
export const EARLY_ME_SCRIPT =
  `(()=>{try{const s=JSON.parse(localStorage.getItem(${JSON.stringify(TOKEN_KEY)})||"null"),` +
  `t=s&&s.version===${JSON.stringify(TOKEN_VERSION)}&&s.value&&s.value.accessToken;if(typeof t!=="string")return;` +
  'const m=-new Date().getTimezoneOffset(),a=Math.abs(m),p=(n)=>String(n).padStart(2,"0"),' +
  'r=fetch("/api/user/me",{headers:{Timezone:"UTC"+(m<0?"-":"+")+p(Math.floor(a/60))+":"+p(a%60),' +
  'Accept:"application/json",Authorization:"Bearer "+t}});r.catch(()=>{});' +
  `window.${EARLY_ME_GLOBAL}={accessToken:t,response:r}}catch{}})();\n`;

/** The early user/me request, once: the first user load takes it, every later one asks the server. */
export function takeEarlyCurrentUser(): EarlyResponse | undefined {
  const holder = window as unknown as Record<string, EarlyResponse | undefined>;
  const early = holder[EARLY_ME_GLOBAL];
  delete holder[EARLY_ME_GLOBAL];
  return early;
}
