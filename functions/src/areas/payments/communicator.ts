// The iframe communicator (PAYMENTS.md section 2): a small page on OUR origin that the provider's hosted form loads
// in a nested frame. It hands the provider's query string (action=transactResponse&response=..., resizeWindow,
// cancel), given as its own query, hash or a posted message, to the page holding the card frame. What it hands on
// is never trusted: the server confirms every transaction with the provider.
export const iframeCommunicatorHtml = `<!doctype html><html><head><meta charset="utf-8"><title>IFrame Communicator</title>
<script>
function hand(str) {
  if (!str) return;
  try { window.parent.parent.postMessage(str, window.location.origin); } catch (e) { /* no parent: opened alone */ }
}
window.addEventListener('message', function (event) { if (typeof event.data === 'string') hand(event.data); });
if (window.location.search.length > 1) hand(window.location.search.substring(1));
else if (window.location.hash.length > 1) hand(window.location.hash.substring(1));
</script></head><body></body></html>`;
