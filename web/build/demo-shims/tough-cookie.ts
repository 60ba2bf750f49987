/**
 * An empty cookie jar for msw's cookie store (README.md): the demo's handlers read and set no cookies, so the
 * jar holds none and the public-suffix list behind the real one is not downloaded.
 */
export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}

export const Cookie = {
  fromJSON: (): null => null,
};
