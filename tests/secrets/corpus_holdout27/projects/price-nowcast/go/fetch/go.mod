module github.com/whimbrel-econ/price-nowcast/fetch

go 1.23

require golang.org/x/net v0.31.0
