export { Avatar, type AvatarProps } from './Avatar';
export { DefaultAvatar } from './DefaultAvatar';
