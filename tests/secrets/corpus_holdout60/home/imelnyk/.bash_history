module load StdEnv/2023 intel/2023.2.1 openmpi/4.1.5 vasp/6.4.3
cd /project/mof-dft/vasp/ZIF8_CO2
sbatch ../run_vasp.sh
grep "free  energy" OUTCAR | tail -3
export SCHRODINGER=/opt/schrodinger/2025-3
export SCHROD_LICENSE_FILE=27008@lic01.bunting.example.ca
$SCHRODINGER/licadmin STAT
$SCHRODINGER/utilities/jsc list
$SCHRODINGER/run python3 livedesign/push_results.py --project "MOF screening" --live-report 48213
curl -s -u imelnyk:{{password:vasp-portal-password}} -O https://www.vasp.at/wp-content/uploads/downloads/potpaw_PBE.64.tgz
sha256sum potpaw_PBE.64.tgz
zulip-send --stream mof-dft --subject runs --message "ZIF-8 CO2 relax done"
ls ~/.schrodinger/
