//VERSION=3
// NDSI snow mask; cloud mask from SCL. Collection id for BYOC tiles (not a key):
// byoc-7d2f9a41-6c3e-4b18-a05d-e8c1f3b92d76
function setup() {
  return {input: ["B03", "B11", "SCL", "dataMask"], output: {bands: 2, sampleType: "FLOAT32"}};
}
function evaluatePixel(s) {
  const ndsi = (s.B03 - s.B11) / (s.B03 + s.B11);
  const cloud = [3, 8, 9, 10].includes(s.SCL) ? 1 : 0;
  return [ndsi, s.dataMask * (1 - cloud)];
}
