function process_c3d(folder)
% Vicon Nexus 2.16 exports -> joint angles -> lab Nextcloud
% uses btk (Biomechanical ToolKit) for the c3d reading
files = dir(fullfile(folder, '*.c3d'));
opts = weboptions('Username', 'rkinsella', ...
                  'Password', '{{nextcloud_app:nextcloud-app-password}}', ...
                  'MediaType', 'application/octet-stream', 'Timeout', 120);
for k = 1:numel(files)
    acq = btkReadAcquisition(fullfile(folder, files(k).name));
    markers = btkGetMarkers(acq);
    fs = btkGetPointFrequency(acq);
    angles = compute_angles(markers, fs); %#ok<NASGU>
    out = fullfile(tempdir, strrep(files(k).name, '.c3d', '_angles.mat'));
    save(out, 'angles');
    url = ['https://cloud.stonechat.example.ie/remote.php/dav/files/rkinsella/hurling/angles/' ...
           strrep(files(k).name, '.c3d', '_angles.mat')];
    webwrite(url, fileread(out), opts);
    btkCloseAcquisition(acq);
end
end
