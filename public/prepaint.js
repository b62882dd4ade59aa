/*
 * Chooses index.html's static first frame before the body is parsed: the login page when nobody is signed
 * in, the tab shell on a tab's path, a bare page elsewhere; and the theme class Framework7 will set, so its
 * bar styles apply at once, and whether DingTalk hosts the page. No app code: it must run (and be precached) as a plain classic script.
 */
(function () {
  var root = document.documentElement;
  var ua = navigator.userAgent;
  var ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  root.classList.add(ios ? 'ios' : 'md');
  // Inside DingTalk its own bar shows the title and the way back: ours hides (src/session/session.ts).
  if (/DingTalk/i.test(ua)) root.classList.add('in-dingtalk');
  var signedIn = false;
  var english = false;
  try {
    signedIn = Boolean(localStorage.getItem('token'));
    english = localStorage.getItem('lang') === 'en';
  } catch {
    // Storage blocked: the login frame, in Chinese.
  }
  var tabs = {
    '/': 'messages',
    '/pages/index/index': 'messages',
    '/pages/index/workFlowNew': 'workflow',
    '/pages/index/apply': 'apply',
    '/pages/index/my': 'my',
  };
  var tab = tabs[location.pathname];
  root.setAttribute('data-frame', !signedIn ? 'login' : tab ? 'shell' : 'page');
  root.setAttribute('data-tab', tab || '');
  if (english) root.setAttribute('data-lang', 'en');
})();
