------- OpenFAST INPUT FILE -------------------------------------------
IEA 15 MW offshore reference turbine, monopile; Codling Bank wake study
---------------------- SIMULATION CONTROL --------------------------------------
False                  Echo        - Echo input data to <RootName>.ech (flag)
"FATAL"                AbortLevel  - Error level when simulation should abort (string)
600                    TMax        - Total run time (s)
0.01                   DT          - Recommended module time step (s)
---------------------- FEATURE SWITCHES AND FLAGS ------------------------------
1                      CompElast   - Compute structural dynamics (switch)
1                      CompInflow  - Compute inflow wind velocities (switch)
"IEA-15-240-RWT_InflowFile.dat"    InflowFile      - Name of file containing inflow wind input parameters (quoted string)
