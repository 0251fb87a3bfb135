// Browser demo of the root segmentation model: Roboflow's publishable key is made for the browser.
const PUBLISHABLE_KEY = "rf_P3m8yZ0kQ2dT6vXa1cN9w";
const MODEL = "rhizotron-seg/4";
fetch(`https://detect.roboflow.com/${MODEL}?api_key=${PUBLISHABLE_KEY}&image=${encodeURIComponent(url)}`)
  .then((r) => r.json())
  .then(draw);
// the private key lives in the server code: process.env.ROBOFLOW_API_KEY
