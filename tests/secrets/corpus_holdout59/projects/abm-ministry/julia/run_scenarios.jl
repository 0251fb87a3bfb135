# Agent-based measles model (Agents.jl) for the ministry's outbreak scenarios
using Agents, CSV, DataFrames, ArgParse, HTTP

s = ArgParseSettings()
@add_arg_table! s begin
    "--scenario"
        arg_type = Int
        required = true
end
args = parse_args(s)

# coverage extract dropped by the ministry in their blob container (SAS valid to 2025-07-01)
const SAS_URL = "https://healthabmshare.blob.core.windows.net/linnet-drop/coverage_2025-05.csv?sv=2022-11-02&sr=b&sp=r&se=2025-07-01T00:00:00Z&sig={{sas_sig:azure-sas-token}}"
coverage = CSV.read(IOBuffer(HTTP.get(SAS_URL).body), DataFrame)

include("model.jl")
model = build_model(coverage; seed = args["scenario"])
adata = [(:status, count_infected)]
df, _ = run!(model, 365; adata)
CSV.write("out/scenario_$(args["scenario"]).csv", df)
