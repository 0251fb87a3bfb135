module github.com/curlew-atmos/contrail-watch

go 1.22

require github.com/twpayne/go-geom v1.5.7
