/*
 * Chooses index.html's static first frame before the body is parsed: the login page when nobody is signed
 * in, the tab shell on a tab's path, a bare page elsewhere; and the theme class Framework7 will set, so its
 * bar styles apply at once (and, inside DingTalk, dingtalk.css, which hides ours). No app code: it must run
 * (and be precached) as a plain classic script.
 */
(function () {
  var root = document.documentElement;
  var ua = navigator.userAgent;
  var ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  root.classList.add(ios ? 'ios' : 'md');
  // In DingTalk, its own bar replaces ours (dingtalk.css).
  if (/DingTalk/i.test(ua)) {
    var sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/dingtalk.css';
    sheet.setAttribute('blocking', 'render');
    document.head.appendChild(sheet);
  }
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
