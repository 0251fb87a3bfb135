# time: 2026-11-02 14:11:09 UTC
# mode: julia
	using FITSIO, Downloads
# time: 2026-11-02 14:11:41 UTC
# mode: julia
	ENV["MAST_API_TOKEN"] = "{{hex32:mast-token}}"
# time: 2026-11-02 14:12:03 UTC
# mode: julia
	pw = Base.getpass("Archive password")
# time: 2026-11-02 14:12:30 UTC
# mode: julia
	bytes2hex(open(sha256, "cube.fits"))
# time: 2026-11-02 14:13:02 UTC
# mode: pkg
	add AWS@1.92.0
