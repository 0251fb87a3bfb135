using FITSIO, Optim
# Potential: MWPotential2014 ; Commit of the fitting code: 2c6f8e1d94b0a7c35e28f1d06b9a4c7e3f15d820
const GM = 4.30091e-3
function loss(p, data)
    sum(abs2, data .- p[1])
end
fname = ARGS[1]
f = FITS(fname)
println("loaded ", fname)
