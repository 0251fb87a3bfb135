const jsPsych = initJsPsych({
  on_finish: () => jatos.endStudyAndRedirect(
    "https://app.prolific.com/submissions/complete?cc=C1A2B3C4", jsPsych.data.get().json())
});
const t2_lags = [1, 2, 3, 5, 7];
const timeline = [];
timeline.push({type: jsPsychHtmlKeyboardResponse, stimulus: "Press space to start", choices: [" "]});
jatos.onLoad(() => jsPsych.run(timeline));
