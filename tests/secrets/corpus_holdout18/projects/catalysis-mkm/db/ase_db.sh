#!/bin/sh
# ASE database of the Pt(111)/Cu(211) adsorption energies, on the group's PostgreSQL
ase db postgresql://catal:{{password_url:postgres-password}}@pg.kittiwake.example.edu:5432/adsorbates "facet=211,adsorbate=CO" -c energy,site
ase db postgresql://catal:$PGPASS@pg.kittiwake.example.edu:5432/adsorbates -L 20
