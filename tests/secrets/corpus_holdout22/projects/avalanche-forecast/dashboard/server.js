import express from "express";
import pg from "pg";

const pool = new pg.Pool({
  host: "tsdb.plover.example.edu",
  database: "snow",
  user: "dashboard",
  password: process.env.TSDB_PROXY_PASSWORD,
});

const app = express();
app.get("/api/hs", async (req, res) => {
  const { rows } = await pool.query("SELECT ts, station, hs FROM snow_depth WHERE ts > now() - interval '7 days'");
  res.json(rows);
});
app.listen(3000);
