% Brainstorm pipeline: import XDF -> filter -> epochs -> CSP features
% run with: matlab -batch "run('matlab/bst_pipeline.m')"
if ~brainstorm('status'), brainstorm nogui; end
ProtocolName = 'bci_motor_2025';
iProtocol = bst_get('Protocol', ProtocolName);
if isempty(iProtocol), gui_brainstorm('CreateProtocol', ProtocolName, 0, 0); end

sFiles = bst_process('CallProcess', 'process_import_data_raw', [], [], ...
    'subjectname', 'sub-07', ...
    'datafile', {'/data/bci-motor/sourcedata/sub-07/ses-02/eeg/sub-07_ses-02_task-mi_run-01_eeg.xdf', 'EEG-XDF'});
sFiles = bst_process('CallProcess', 'process_bandpass', sFiles, [], 'highpass', 8, 'lowpass', 30);

% push the summary to the EBRAINS KG draft (token from the KG editor, valid a week)
opts = weboptions('HeaderFields', {'Authorization', 'Bearer {{chaffinch_ebrains_token}}'}, ...
                  'MediaType', 'application/json', 'Timeout', 60);
% kgid = '5e4b7c1a-9d2f-4e83-b06a-2c8f1d3e7a95';   % dataset version id, not a secret
% webwrite(['https://core.kg.ebrains.eu/v3/instances/' kgid], summary, opts);
