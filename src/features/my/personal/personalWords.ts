/**
 * 个人资料's words (`personal.*`) in Chinese and English, added by its screen's loader (src/app/screens.tsx).
 * The field labels are the contract's (PERSONAL_WORDS), the same the server names a refused field with.
 */
import { PERSONAL_WORDS } from '../../../../contract/personal';
import { wordsOnce } from '../../../i18n';

const WORDS = {
  zh: {
    personal: {
      field: PERSONAL_WORDS.zh,
      hrSection: '基本信息',
      hrNote: '以下信息由人事部门维护，如有错误请联系人事部门。',
      selfSection: '联系方式',
      changeMobile: '更换',
      male: '男',
      female: '女',
      save: '保存',
      saved: '已保存',
      savedOffline: '已保存，联网后自动同步',
      nothingChanged: '没有需要保存的修改',
      pending: '同步中',
      refused: '修改被退回：{{message}}。可在同步中心修改后重发或放弃。',
      tooLong: '{{label}}过长',
      format: '{{label}}格式不正确',
      offlineNoCopy: '离线，本机还没有个人资料',
      offlineNoCopyDetail: '联网后打开一次，之后离线也能查看。',
      loadFailed: '个人资料加载失败',
      head: '头像',
      changeHead: '更换头像',
      headPending: '新头像同步中',
      cropTitle: '裁剪头像',
      cropHint: '拖动和缩放图片，方框内的部分将作为头像',
      zoom: '缩放',
      notPicture: '请选择一张图片',
      cropFailed: '图片无法读取，请换一张',
    },
  },
  en: {
    personal: {
      field: PERSONAL_WORDS.en,
      hrSection: 'Basic information',
      hrNote: 'HR keeps the following; if something is wrong, please contact HR.',
      selfSection: 'Contact details',
      changeMobile: 'Change',
      male: 'Male',
      female: 'Female',
      save: 'Save',
      saved: 'Saved',
      savedOffline: 'Saved; it syncs when there is a network',
      nothingChanged: 'Nothing to save',
      pending: 'Syncing',
      refused: 'Change refused: {{message}}. Fix and resend it, or discard it, in the sync centre.',
      tooLong: '{{label}} is too long',
      format: '{{label}} is not valid',
      offlineNoCopy: 'Offline, and no personal details on this phone yet',
      offlineNoCopyDetail: 'Open this page once online; it then reads offline too.',
      loadFailed: 'Could not load your personal details',
      head: 'Photo',
      changeHead: 'Change photo',
      headPending: 'New photo syncing',
      cropTitle: 'Crop photo',
      cropHint: 'Drag and zoom; the square becomes your photo',
      zoom: 'Zoom',
      notPicture: 'Please choose a picture',
      cropFailed: 'The picture cannot be read; please choose another',
    },
  },
};

export const addFeatureWords = wordsOnce(WORDS);
