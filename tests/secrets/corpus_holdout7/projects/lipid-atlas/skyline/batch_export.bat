REM SkylineCmd batch run on the Windows analysis VM
SkylineCmd.exe --in=lipid_atlas_neg.sky --import-all=raw\neg --report-name="Peak Area" --report-file=results\neg_areas.csv
SkylineCmd.exe --in=lipid_atlas_neg.sky --panorama-server=https://panoramaweb.org --panorama-folder=/Avocet/LipidAtlas --panorama-username=abello@avocet.example.edu --panorama-password={{password:panorama-password}}
