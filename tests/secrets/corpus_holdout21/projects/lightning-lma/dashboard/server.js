// Small live map of the last 10 minutes of LMA sources for the forecasters' room
const express = require("express");
const { InfluxDB } = require("@influxdata/influxdb-client");

const influx = new InfluxDB({
  url: "https://influx.tern.example.edu",
  token: "{{influxdb:influxdb-token}}",
});
const query = influx.getQueryApi("lightning");

const app = express();
app.get("/config.js", (_req, res) => {
  // public map token, URL-restricted to lma.tern.example.edu
  res.type("js").send(`window.MAPBOX_TOKEN = "pk.eyJ1IjoidGVybi1sbWEiLCJhIjoiY2x4N2QwcTFsMDJ6bTJrcHF3b2g4cnVzbiJ9.b3lbdl8hQ2Vvc3RjZ0JwV0k";`);
});
app.get("/sources", async (_req, res) => {
  const rows = await query.collectRows('from(bucket:"lma") |> range(start: -10m)');
  res.json(rows);
});
app.listen(8085);
