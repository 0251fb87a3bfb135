# Julia startup (smchoi)
ENV["JULIA_NUM_THREADS"] = "16"
ENV["DATADEPS_ALWAYS_ACCEPT"] = "true"
# FredData.jl falls back to ~/.freddatarc; this is for the Pluto sessions
# ENV["FRED_API_KEY"] = ""
using Revise
