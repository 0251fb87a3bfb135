# kowusu — neutrino detector simulation
source /cvmfs/geant4.cern.ch/geant4/11.2.p01/x86_64-el9-gcc13-optdeb/bin/geant4.sh
source /cvmfs/sft.cern.ch/lcg/views/LCG_105/x86_64-el9-gcc13-opt/setup.sh
export G4NEUTRONHPDATA=/cvmfs/geant4.cern.ch/share/data/G4NDL4.7.1
export X509_USER_PROXY=$HOME/x509up_u41207
export RUCIO_ACCOUNT=kowusu
export RUCIO_CONFIG=$HOME/.config/rucio/rucio.cfg
# old gitlab token, rotated 2026-01 (the new one is in the keyring, `secret-tool lookup gitlab cern`)
# export GITLAB_TOKEN=glpat-REVOKED-rotated-2026-01
alias mk='cmake --build build -j 16'
alias nusim='./build/nusim -m macros/run_beam.mac'
