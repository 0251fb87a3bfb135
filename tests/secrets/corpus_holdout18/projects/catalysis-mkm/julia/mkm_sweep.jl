# Microkinetic sweep of CO oxidation on Pt(111), results into the group's Mongo
using Catalyst, DifferentialEquations, Mongoc

const client = Mongoc.Client("mongodb+srv://nobi_fw:{{password_url:mongodb-password}}@kw-catalysis.x7qpa.mongodb.net/?retryWrites=true")
const coll = client["fireworks_mkm"]["sweeps"]

rn = @reaction_network begin
    k1, CO + s --> COs
    k2, O2 + 2s --> 2Os
    k3, COs + Os --> CO2 + 2s
end
