/* global SwaggerUIBundle, document */
// Starts swagger-ui on the contract's document (docs/decisions/015). A file rather than an inline script, so
// the page's Content-Security-Policy can refuse every inline script.

const CLIENT_HEADER = 'x-client';
const CLIENT_VALUE = 'wallet-user';
const SESSION_HEADER = 'x-mock-session';
const SESSION_KEY = 'docs.mock-session';

// The simulator session of the calls: this tab only (sessionStorage), sent as a header, never in a URL.
const sessionField = document.getElementById('mock-session');
sessionField.value = sessionStorage.getItem(SESSION_KEY) ?? '';
sessionField.addEventListener('input', () => {
  const id = sessionField.value.trim();
  if (id) sessionStorage.setItem(SESSION_KEY, id);
  else sessionStorage.removeItem(SESSION_KEY);
});

SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  // The default would show a badge image from validator.swagger.io: nothing leaves this origin.
  validatorUrl: null,
  // Every call goes to this origin (the document names no server), so these headers never leave it.
  requestInterceptor: (request) => {
    // The try-it form already selects x-client's only value (a required enum); this keeps a product call
    // whole even if a form or an operation lacks it.
    const path = new URL(request.url, document.baseURI).pathname;
    if (path.startsWith('/api/')) {
      request.headers[CLIENT_HEADER] ||= CLIENT_VALUE;
    }
    // The QA surface takes writes as JSON only (a cross-site form cannot reach it): a write with no body of
    // its own (pay a QR, mark read, clear) goes as an empty JSON object.
    if (path.startsWith('/__admin/') && request.method !== 'GET' && !request.body) {
      request.headers['content-type'] = 'application/json';
      request.body = '{}';
    }
    // The QA operations have their own x-mock-session field: what is typed there wins.
    const session = sessionStorage.getItem(SESSION_KEY);
    if (session) request.headers[SESSION_HEADER] ||= session;
    return request;
  },
});
