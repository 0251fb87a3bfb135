# Mixed-frequency dynamic factor model for Korean GDP (quarterly) on monthly indicators
using CSV, DataFrames, FredData, Dates, LinearAlgebra

f = Fred()   # key from ~/.freddatarc
gdp = get_data(f, "NGDPRSAXDCKRQ"; observation_start = "2005-01-01").data
ip  = get_data(f, "KORPROINDMISMEI"; observation_start = "2005-01-01").data

panel = CSV.read("data/panel_monthly.csv", DataFrame)
# estimation settings
r = 2        # factors
p = 2        # VAR lags
# git describe of the DFM package used: v0.4.1-3-g7a0c2e9
