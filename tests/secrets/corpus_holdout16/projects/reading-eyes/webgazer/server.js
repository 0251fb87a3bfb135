// Webcam eye-tracking pilot: serves the WebGazer task and stores gaze samples.
const express = require("express");
const session = require("express-session");

const app = express();
app.use(session({
  secret: "{{hex64:express-session-secret}}",
  resave: false,
  saveUninitialized: true,
}));

// reCAPTCHA v2: the site key goes in the page, the secret stays here
const RECAPTCHA_SITE_KEY = "6LdPq4YqAAAAAKx3n5Vb0Zr8Jt2WmQe7Hs1Ly9Fc";
const RECAPTCHA_SECRET = "{{recaptcha_secret:recaptcha-secret-key}}";

app.post("/verify", async (req, res) => {
  const r = await fetch("https://www.google.com/recaptcha/api/siteverify", {
    method: "POST",
    body: new URLSearchParams({ secret: RECAPTCHA_SECRET, response: req.body.token }),
  });
  res.json(await r.json());
});

app.listen(process.env.PORT || 8080);
