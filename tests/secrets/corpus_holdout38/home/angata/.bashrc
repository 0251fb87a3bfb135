# .bashrc for angata (Phalarope)
[ -f /etc/bashrc ] && . /etc/bashrc

module load gcc/12.3 openmpi/4.1.6 netcdf-fortran/4.6.1 python/3.11
export FMS_ROOT=$HOME/src/FMS
export MOM6_EXAMPLES=/projects/mhw-mom6/MOM6-examples
export OMP_NUM_THREADS=1

# Copernicus Marine toolbox v2 reads these before ~/.copernicusmarine
export COPERNICUSMARINE_SERVICE_USERNAME=angata
export COPERNICUSMARINE_SERVICE_PASSWORD='{{password:copernicus-marine-password}}'
export COPERNICUSMARINE_CACHE_DIRECTORY=/scratch/angata/cmems-cache

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias mhw='cd /projects/mhw-mom6'
