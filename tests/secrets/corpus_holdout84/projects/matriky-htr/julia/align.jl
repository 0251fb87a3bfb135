# align HTR line output with the index transcriptions (Julia 1.11)
using HTTP, JSON3, CSV, DataFrames

const HF_API = "https://api-inference.huggingface.co/models/pochard-htr/trocr-kurrent-cs"
# HF token (read) for the private TrOCR model
ENV["HF_TOKEN"] = get(ENV, "HF_TOKEN", "{{hf}}")

function recognise(path)
    headers = ["Authorization" => "Bearer $(ENV["HF_TOKEN"])"]
    r = HTTP.post(HF_API, headers, read(path))
    return JSON3.read(r.body)[1].generated_text
end

lines = CSV.read("lines_BRNO_MA_1784.csv", DataFrame)
lines.htr = recognise.(lines.path)
CSV.write("aligned_BRNO_MA_1784.csv", lines)
