const express = require("express");
const session = require("express-session");
const { Pool } = require("pg");

const app = express();
const pool = new Pool({ connectionString: process.env.DATABASE_URL });

app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

// Perspective toxicity scores for the moderation view.
async function toxicity(text) {
  const url = `https://commentanalyzer.googleapis.com/v1alpha1/comments:analyze?key=${process.env.PERSPECTIVE_API_KEY}`;
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ comment: { text }, requestedAttributes: { TOXICITY: {} } }),
  });
  return (await res.json()).attributeScores.TOXICITY.summaryScore.value;
}

app.get("/api/waves", async (_req, res) => {
  const { rows } = await pool.query("select wave, n, sha256 from waves order by wave");
  res.json(rows);
});

app.listen(process.env.PORT || 8080);
