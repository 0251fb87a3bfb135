% Modal identification (SSI-COV) from the last hour of the deck accelerometers.
channelID = 2318457;
readKey = '{{upper16:thingspeak-read-key}}';
[data, t] = thingSpeakRead(channelID, 'Fields', [1 2 3], 'NumMinutes', 60, ...
    'ReadKey', readKey, 'OutputFormat', 'matrix');
fs = 1 / seconds(median(diff(t)));
[fn, zeta, phi] = ssicov(data, fs, 'order', 40, 'stabilisation', true);
fprintf('f1 = %.3f Hz, zeta1 = %.2f %%\n', fn(1), 100 * zeta(1));
save(fullfile('results', sprintf('modal_%s.mat', datestr(now, 'yyyymmddTHHMM'))), 'fn', 'zeta', 'phi');
