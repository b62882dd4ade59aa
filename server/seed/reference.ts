/**
 * Reference data every installation needs: roles with their permission items, the dictionaries the HR
 * forms draw from, and the system settings (sysConfigInfo).
 */
import { APP_VERSION, HR_TOOLS, HR_TOOLS_MODEL, PHONE_PERMISSION } from '../../contract';
import { HR_FORMS } from '../../contract/hrForm';
import { FLOW_CATEGORIES, flowNameOf } from '../workflow/templates/index';
import type { RoleCode } from './people';
import type { dictionaryItems, dictionaryTypes } from '../db/schema';

export const ROLES: [RoleCode, string][] = [
  ['admin', '系统管理员'],
  ['hr', '人事专员'],
  ['manager', '科室负责人'],
  ['staff', '普通员工'],
];
export const roleId = (code: RoleCode) => `role-${code}`;

type Kind = 'column' | 'button' | 'form' | 'resource';
/**
 * [kind, enCode, fullName, lowest role(s) holding it]; admin holds everything, hr and manager include staff.
 * A list names several lowest roles (e.g. both hr and manager, but not staff).
 */
type Item = [Kind, string, string, RoleCode | RoleCode[]];
type Model = { modelId: string; moduleName: string; items: Item[] };

const FORM_BUTTONS = (extra: Item[] = []): Item[] => [
  ['button', 'btn_add', '新建', 'staff'],
  ['button', 'btn_detail', '查看', 'staff'],
  ['button', 'btn_edit', '编辑', 'staff'],
  ['button', 'btn_remove', '删除', 'hr'],
  ...extra,
];

export const PERMISSION_MODELS: Model[] = [
  {
    modelId: 'leaveApply',
    moduleName: '请假申请',
    items: [
      ...FORM_BUTTONS([['button', 'btn_export', '导出', 'manager']]),
      ['column', 'leaveType', '请假类型', 'staff'],
      ['column', 'leaveDayCount', '请假天数', 'staff'],
      ['form', 'leaveType', '请假类型', 'staff'],
      ['form', 'leaveReason', '请假原因', 'staff'],
      ['resource', 'own', '本人数据', 'staff'],
      ['resource', 'subordinates', '下属数据', 'manager'],
    ],
  },
  // Every other form of the catalogue (issue #6): staff may fill it in.
  ...HR_FORMS.filter(({ key }) => key !== 'leaveApply').map(({ key }) => ({
    modelId: key,
    moduleName: flowNameOf(key),
    items: FORM_BUTTONS(),
  })),
  {
    modelId: 'payslipQuery',
    moduleName: '工资条查询',
    items: [
      ['button', 'btn_detail', '查看', 'staff'],
      ['button', 'btn_import', '导入', 'hr'],
    ],
  },
  {
    // Every colleague's phone number in the directory; without it, only the viewer's own unit's.
    modelId: PHONE_PERMISSION.modelId,
    moduleName: '通讯录',
    items: [['resource', PHONE_PERMISSION.enCode, '查看全部手机号', ['hr', 'manager']]],
  },
  {
    modelId: 'personnelArchive',
    moduleName: '人事档案',
    items: [
      ['button', 'btn_detail', '查看', 'hr'],
      ['button', 'btn_edit', '编辑', 'hr'],
      ['column', 'idCard', '身份证号', 'hr'],
      ['resource', 'all', '全院数据', 'hr'],
    ],
  },
  {
    // HR's tools (issue #30 item 18): reviewing flagged punches, today's absences by unit.
    modelId: HR_TOOLS_MODEL,
    moduleName: '人事工具',
    items: [
      ['resource', HR_TOOLS.punchReview.enCode, '异常打卡核对', 'hr'],
      ['resource', HR_TOOLS.absences.enCode, '今日请假', 'hr'],
    ],
  },
];

const GRANTS: Record<RoleCode, RoleCode[]> = {
  admin: ['admin', 'hr', 'manager', 'staff'],
  hr: ['hr', 'staff'],
  manager: ['manager', 'staff'],
  staff: ['staff'],
};

export function rolePermissionRows() {
  return ROLES.flatMap(([role]) =>
    PERMISSION_MODELS.flatMap(({ modelId, moduleName, items }) =>
      items
        .filter(([, , , lowest]) => [lowest].flat().some((r) => GRANTS[role].includes(r)))
        .map(([kind, enCode, fullName]) => ({
          id: `${roleId(role)}:${modelId}:${kind}:${enCode}`,
          roleId: roleId(role),
          modelId,
          moduleName,
          kind,
          enCode,
          fullName,
        })),
    ),
  );
}

/** [enCode, fullName, items]; a tree item is [name, children]. */
type DictItem = string | [string, string[]];
const words = (text: string) => text.split(' ');

/** 职称 by level (the tree's first tier); `users.title_level` holds the level's name. */
export const PROFESSIONAL_TITLES: [string, string[]][] = [
  ['正高', words('主任医师 主任护师 主任药师 主任技师')],
  ['副高', words('副主任医师 副主任护师 副主任药师 副主任技师')],
  ['中级', words('主治医师 主管护师 主管药师 主管技师')],
  ['初级', words('住院医师 护师 护士 药师 药士 技师 技士')],
];

export const DICTIONARIES: [string, string, DictItem[]][] = [
  ['leaveType', '请假类型', words('事假 病假 婚假 产假 丧假 年假 调休 其他')],
  ['flowUrgent', '紧急程度', words('普通 重要 紧急')],
  ['gender', '性别', words('男 女')],
  ['education', '学历', words('博士研究生 硕士研究生 大学本科 大学专科 中专 高中及以下')],
  ['degree', '学位', words('博士 硕士 学士 无')],
  ['professionalTitle', '职称', PROFESSIONAL_TITLES],
  ['politicalStatus', '政治面貌', words('中共党员 中共预备党员 共青团员 民主党派 群众')],
  [
    'nation',
    '民族',
    words('汉族 蒙古族 回族 藏族 维吾尔族 苗族 彝族 壮族 布依族 朝鲜族 满族 侗族 瑶族 白族 土家族 其他'),
  ],
  [
    'contractType',
    '合同类型',
    words('固定期限劳动合同 无固定期限劳动合同 以完成一定工作任务为期限的劳动合同 劳务协议 返聘协议'),
  ],
  ['employmentType', '用工性质', words('在编 合同制 人事代理 劳务派遣 返聘')],
  ['dimissionReason', '离职原因', words('个人发展 家庭原因 薪酬待遇 工作环境 身体原因 其他')],
  ['furtherStudyType', '进修类型', words('国内进修 国外进修 短期培训 学术会议 学历教育')],
  ['certificateType', '证书类型', words('医师资格证书 医师执业证书 护士执业证书 专业技术资格证书 其他')],
  ['honorLevel', '荣誉级别', words('国家级 省级 市级 院级')],
  // The flows' categories, as the platform's clients group and filter the flows they may start.
  ['WorkFlowCategory', '流程分类', [...FLOW_CATEGORIES]],
];

type TypeRow = Pick<typeof dictionaryTypes.$inferInsert, 'id' | 'enCode' | 'fullName' | 'isTree'> & {
  sortCode: number;
};
type ItemRow = Omit<typeof dictionaryItems.$inferSelect, 'updatedAt' | 'rowVersion'>;

/** Item enCodes are their 1-based position ("1" 普通, "2" 重要, "3" 紧急); tree children get "parent-n". */
export function dictionaryRows(): { types: TypeRow[]; items: ItemRow[] } {
  const types: TypeRow[] = [];
  const items: ItemRow[] = [];
  DICTIONARIES.forEach(([enCode, fullName, entries], t) => {
    const typeId = `dict-${enCode}`;
    types.push({ id: typeId, enCode, fullName, isTree: entries.some(Array.isArray), sortCode: t });
    entries.forEach((entry, i) => {
      const [name, children] = Array.isArray(entry) ? entry : [entry, []];
      const code = String(i + 1);
      const id = `${typeId}-${code}`;
      items.push({ id, typeId, parentId: null, enCode: code, fullName: name, sortCode: i });
      children.forEach((child, j) =>
        items.push({
          id: `${id}-${j + 1}`,
          typeId,
          parentId: id,
          enCode: `${code}-${j + 1}`,
          fullName: child,
          sortCode: j,
        }),
      );
    });
  });
  return { types, items };
}

export function sysConfigInfo(hospitalName: string) {
  return {
    sysName: '人事系统',
    sysVersion: APP_VERSION.sysVersion,
    copyright: `Copyright © 2026 ${hospitalName}`,
    companyName: hospitalName,
    title: hospitalName,
    logoIcon: '/icons/icon-192.png',
  };
}
