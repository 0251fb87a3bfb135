! Read ERA5 GRIB with ecCodes; no credentials here, the files come from the CDS download step.
program read_grib
  use eccodes
  implicit none
  integer :: ifile, igrib, iret, n
  real(kind=8), allocatable :: values(:)
  call codes_open_file(ifile, 'era5_t850_1940.grib', 'r')
  call codes_grib_new_from_file(ifile, igrib, iret)
  do while (iret /= CODES_END_OF_FILE)
     call codes_get_size(igrib, 'values', n)
     allocate(values(n))
     call codes_get(igrib, 'values', values)
     print *, 'mean = ', sum(values) / n
     deallocate(values)
     call codes_release(igrib)
     call codes_grib_new_from_file(ifile, igrib, iret)
  end do
  call codes_close_file(ifile)
end program read_grib
