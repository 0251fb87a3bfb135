% Silent install of MATLAB R2024b on the workstation (installer_input.txt values)
% fileInstallationKey from the Mathworks licence centre (campus individual licence)
fik = '{{matlab_fik}}';
licensePath = '/opt/matlab/licenses/license.lic';
fprintf('destinationFolder=/opt/matlab/R2024b\nfileInstallationKey=%s\nagreeToLicense=yes\n', fik);
% DesignSafe Data Depot via Tapis from MATLAB
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' getenv('TAPIS_TOKEN')]}, 'Timeout', 60);
