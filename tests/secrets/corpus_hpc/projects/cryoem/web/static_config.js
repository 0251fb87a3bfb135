window.TRACKER = {
  stripeKey: "pk_live_51HxYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
  recaptchaSiteKey: "6LcX8rQpAAAAAH3b2nN4mK7jL9pR5tS6vW8xY0zA",
  googleClientId: "764086051850-6qr4p6gpi6hn506pt8ejuq83di341hur.apps.googleusercontent.com",
  mapboxToken: "pk.eyJ1IjoiY3J5b2VtIiwiYSI6ImNsb2V4YW1wbGUwMDAwMnFxeGV4YW1wbGUifQ.ZXhhbXBsZS1wdWJsaWMtdG9rZW4",
  buildSha: "e83c5163316f89bfbde7d9ab23ca2e25604af290",
  release: "1.8.2",
};
