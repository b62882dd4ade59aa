/** Chinese personal names for the demo staff: common surnames and given-name characters. */
import type { Rng } from './prng';

const SURNAMES = (
  '王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 高 林 罗 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 田 董 袁 ' +
  '潘 于 蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 金 石 廖 贾 夏 韦 付 方 白 邹 孟 熊 秦 ' +
  '欧阳 司马 上官'
).split(' ');

const GIVEN = (
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建文辉玲萍红鹏飞宇浩婷雪琳晨欣怡佳悦思雨梦子涵博睿泽凯瑞志国' +
  '海波斌宁慧颖倩璐晶晓春燕丹蕾薇岚峰昊'
).split('');

export function personName(rng: Rng): string {
  const given = rng.next() < 0.6 ? rng.pick(GIVEN) + rng.pick(GIVEN) : rng.pick(GIVEN);
  return rng.pick(SURNAMES) + given;
}
